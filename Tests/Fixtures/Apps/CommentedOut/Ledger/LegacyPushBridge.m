#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>

// Forwards pushes to the old Objective-C ledger store.
@interface LegacyPushBridge : NSObject
@end

@implementation LegacyPushBridge

/*
- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
    completionHandler(UIBackgroundFetchResultNoData);
}
*/

- (NSString *)describe {
    return @"- (void)userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:";
}

@end
