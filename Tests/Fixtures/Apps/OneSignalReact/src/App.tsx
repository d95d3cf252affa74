import React, { useEffect } from 'react';
import { OneSignal } from 'react-native-onesignal';

export default function App() {
  useEffect(() => {
    OneSignal.initialize('beacon-app-id');
    OneSignal.Notifications.addEventListener('foregroundWillDisplay', event => {
      // Shown only if display() is called: this listener only records it.
      recordBeacon(event.getNotification().notificationId);
    });
    OneSignal.Notifications.addEventListener('click', event => {
      openBeacon(event.notification.additionalData);
    });
  }, []);
  return null;
}
