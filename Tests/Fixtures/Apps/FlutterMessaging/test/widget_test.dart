import 'package:firebase_messaging/firebase_messaging.dart';

void main() {
  FirebaseMessaging.onBackgroundMessage((message) async {});
}
