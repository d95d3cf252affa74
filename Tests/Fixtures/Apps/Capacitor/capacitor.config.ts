import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.example.harborfield',
  appName: 'Harbor Field',
  webDir: 'dist',
  plugins: {
    // Shown as a banner and in the list while the app is in front.
    PushNotifications: {
      presentationOptions: ['badge', 'alert'],
    },
  },
};

export default config;
