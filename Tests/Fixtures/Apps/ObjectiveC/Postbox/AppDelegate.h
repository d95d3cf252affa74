#import <UIKit/UIKit.h>

// Postbox's app delegate: registers for remote notifications and handles them.
@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

- (void)registerForPush:(UIApplication *)application;

@end
