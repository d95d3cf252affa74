import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/material.dart';

@pragma('vm:entry-point')
Future<void> _freedBerth(RemoteMessage message) async {
  debugPrint('berth ${message.data['berth']} freed');
}

class HarbourApp extends StatefulWidget {
  const HarbourApp({super.key, this.initial});

  final RemoteMessage? initial;

  @override
  State<HarbourApp> createState() => _HarbourAppState();
}

class _HarbourAppState extends State<HarbourApp> {
  @override
  void initState() {
    super.initState();
    // Too late for a launch in the background: no widget is built then.
    FirebaseMessaging.onBackgroundMessage(_freedBerth);
    FirebaseMessaging.onMessage.listen((RemoteMessage message) {
      setState(() {});
    });
    FirebaseMessaging.onMessageOpenedApp.listen((message) => debugPrint('opened'));
  }

  @override
  Widget build(BuildContext context) => const MaterialApp(home: Text('Berths'));
}
