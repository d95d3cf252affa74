import React, { useEffect } from 'react';
import { OneSignal } from 'react-native-onesignal';

export default function App() {
  useEffect(() => {
    OneSignal.initialize('beacon-app-id');
    OneSignal.Notifications.addEventListener('foregroundWillDisplay', event => {
      event.preventDefault();
      if (event.getNotification().additionalData?.urgent) {
        event.getNotification().display();
      }
    });
    OneSignal.Notifications.addEventListener('click', event => {
      openBeacon(event.notification.additionalData);
    });
  }, []);
  return null;
}
