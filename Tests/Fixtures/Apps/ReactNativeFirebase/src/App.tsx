import React, { useEffect } from 'react';
import { Text } from 'react-native';
import messaging from '@react-native-firebase/messaging';

/* A comment that names messaging().getInitialNotification() is not a call. */
const banner = 'getInitialNotification() in a string is not a call either';

export default function App(): JSX.Element {
  useEffect(() => {
    const unsubscribe = messaging().onMessage(async message => {
      console.log('tide in front', message.messageId, /[{}]/.test(banner));
    });
    messaging().onNotificationOpenedApp(message => {
      openTide(message.data?.tide);
    });
    return unsubscribe;
  }, []);
  return <Text>Don't miss the tide</Text>;
}
