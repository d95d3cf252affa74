import React, { useEffect } from 'react';
import notifee from '@notifee/react-native';

export default function App() {
  useEffect(
    () =>
      notifee.onForegroundEvent(({ type, detail }) => {
        console.log('lantern event', type, detail.notification?.id);
      }),
    [],
  );
  return null;
}
