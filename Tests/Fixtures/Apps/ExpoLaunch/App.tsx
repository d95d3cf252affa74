import { useEffect } from 'react';
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
    return () => {
      received.remove();
      response.remove();
    };
  }, []);
  return null;
}
