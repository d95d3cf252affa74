import 'package:buoy_notifications/buoy_notifications.dart';
import 'package:flutter/material.dart';

void main() {
  BuoyAlerts().start((message) => debugPrint('storm: ${message.messageId}'));
  runApp(const MaterialApp(home: Text('Buoys')));
}
