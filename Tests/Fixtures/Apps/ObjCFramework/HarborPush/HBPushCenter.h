#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

@interface HBPushCenter : NSObject <UNUserNotificationCenterDelegate>
+ (instancetype)sharedCenter;
@end
