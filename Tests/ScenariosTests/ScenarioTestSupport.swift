import Foundation
import XCTest

@testable import Scenarios

/// Writes files into a fresh temporary folder and loads them through the real loader.
struct TemporaryFiles {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "flowsim-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = root + "/" + name
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// A small app used by the runner tests: tabs, a push flow, a sheet, an alert guard, a crash.
let communityApp = """
    app: Community
    state:
      isFirstLaunched: true
      token: {default: null, sample: abc}
    launch:
      - state: firstLaunch
        when: isFirstLaunched
        root: Onboarding
      - state: loggedIn
        when: session == user
        root: Main
      - state: guest
        when: session == guest
        root: Main
      - state: signedOut
        root: Login
    flows:
      Onboarding:
        stack: [Welcome]
      Login:
        stack: [Login]
      Main:
        tabs:
          feed: Feed
          chat: Chat
      Feed:
        stack: [Feed]
      Chat:
        stack: [Channels]
      Room:
        params: [channel]
        push: [Room(channel=$channel)]
        autoFinish: true
      Settings:
        present: [Settings]
    screens:
      Welcome:
        actions:
          done:
            - set: {isFirstLaunched: false}
            - decide
      Login:
        actions:
          browse:
            - set: {session: guest}
            - decide
          signIn:
            do:
              - set: {session: user}
              - decide
            createsAccount: true
      Feed:
        actions:
          settings: {start: Settings}
          boom: {crash: "index out of range"}
      Channels:
        actions:
          open: {start: Room(channel=$channel)}
      Room:
        params: [channel]
        hidesTabBar: true
        actions:
          send:
            - guard: session == user
              else: {alert: "로그인이 필요한 기능입니다."}
      Settings:
        actions:
          close: finish
          deleteAccount:
            do:
              - set: {session: none}
              - decide
            deletesAccount: true
    """

extension XCTestCase {
    /// Loads one scenario against `communityApp`, failing the test with the diagnostics if it does not load.
    func loadScenario(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> (LoadedScenario?, ScenarioLoader, TemporaryFiles)
    {
        let files = try TemporaryFiles()
        try files.write("apps/community.app.yaml", communityApp)
        let path = try files.write("flows/test.flow.yaml", body)
        var loader = ScenarioLoader()
        let scenario = loader.loadScenario(path: path)
        return (scenario, loader, files)
    }
}
