import 'package:firebase_messaging/firebase_messaging.dart';

/// Listens for storm warnings while the app is open.
class BuoyAlerts {
  void start(void Function(RemoteMessage) onStorm) {
    FirebaseMessaging.onMessage.listen(onStorm);
  }
}
