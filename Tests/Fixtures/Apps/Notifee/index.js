import { AppRegistry } from 'react-native';
import notifee, { EventType } from '@notifee/react-native';
import App from './App';

notifee.onBackgroundEvent(async ({ type, detail }) => {
  if (type === EventType.PRESS) {
    await markSeen(detail.notification?.id);
  }
});

AppRegistry.registerComponent('Lantern', () => App);
