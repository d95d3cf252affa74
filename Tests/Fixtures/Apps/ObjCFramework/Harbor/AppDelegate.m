#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // The notification center's delegate is HarborPush's, set as the framework loads.
    [application registerForRemoteNotifications];
    return YES;
}

@end
