#import "HBPushCenter.h"

@implementation HBPushCenter

+ (void)load {
    [HBPushCenter sharedCenter];
}

+ (instancetype)sharedCenter {
    static HBPushCenter *shared = nil;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        shared = [[HBPushCenter alloc] init];
    });
    return shared;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        [UNUserNotificationCenter currentNotificationCenter].delegate = self;
    }
    return self;
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
    completionHandler(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionList);
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    completionHandler();
}

@end
