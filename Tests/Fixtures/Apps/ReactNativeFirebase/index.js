import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import App from './src/App';

// Handled while the app is in the background or not running: registered before the root
// component, as the SDK asks.
messaging().setBackgroundMessageHandler(async remoteMessage => {
  await storeTide(remoteMessage.data);
});

AppRegistry.registerComponent('Tidepool', () => App);
