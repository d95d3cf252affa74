import messaging from '@react-native-firebase/messaging';

// A test's registrations are not the app's.
it('asks for the launch tap', async () => {
  await messaging().getInitialNotification();
});
