import { useEffect } from 'react';
import { AppState } from 'react-native';
import * as Notifications from 'expo-notifications';
import * as TaskManager from 'expo-task-manager';

const BLOOM_TASK = 'bloom-task';

TaskManager.defineTask(BLOOM_TASK, async ({ data }) => {
  await recordBloom(data);
});

export default function App() {
  useEffect(() => {
    Notifications.registerTaskAsync(BLOOM_TASK);
    const received = Notifications.addNotificationReceivedListener(notification => {
      showBloom(notification.request.content.data);
    });
    const response = Notifications.addNotificationResponseReceivedListener(answer => {
      openMeadow(answer.notification.request.content.data);
    });
    // React Native's own listener, in a file that imports the SDK: not a presentation option.
    const state = AppState.addEventListener('change', next => refreshMeadow(next));
    return () => {
      state.remove();
      received.remove();
      response.remove();
    };
  }, []);
  return null;
}
