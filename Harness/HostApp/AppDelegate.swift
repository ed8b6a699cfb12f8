import KeyTapPlanner
import UIKit

/// The recorder's host app: one window with the field of the case being recorded. The UI
/// test launches it once per case, with the case's traits and text in the launch
/// environment (``HostLaunch``).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = FieldViewController(
      launch: HostLaunch(environment: ProcessInfo.processInfo.environment))
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
