import Foundation
import XCTest

/// The README and the manual under Documentation/ link only to files and headings that exist
/// inside the repository: a reader of a clean clone never meets a dead link.
final class DocumentationLinkTests: XCTestCase {
    private let root = MarkdownDocument.repositoryRoot.standardizedFileURL.path

    func testEveryLinkResolvesToAFileOrHeadingInsideTheRepository() throws {
        var problems: [String] = []
        var anchorsByFile: [String: Set<String>] = [:]
        func anchors(_ relative: String) throws -> Set<String> {
            if let known = anchorsByFile[relative] { return known }
            let found = try MarkdownDocument(path: relative).anchors
            anchorsByFile[relative] = found
            return found
        }
        var checked = 0
        for path in MarkdownDocument.userDocumentation() {
            let document = try MarkdownDocument(path: path)
            let folder = (path as NSString).deletingLastPathComponent
            for link in document.links {
                checked += 1
                let at = "\(path):\(link.line): '\(link.target)'"
                if link.target.contains("://") || link.target.hasPrefix("mailto:") {
                    problems.append("\(at) leaves the repository; link to a file inside it")
                    continue
                }
                let parts = link.target.split(
                    separator: "#", maxSplits: 1, omittingEmptySubsequences: false
                ).map(String.init)
                let file = parts[0]
                let anchor = parts.count > 1 ? parts[1] : nil
                var relative = path
                if !file.isEmpty {
                    if file.hasPrefix("/") {
                        problems.append("\(at) is an absolute path; write it relative to \(path)")
                        continue
                    }
                    let full = URL(
                        fileURLWithPath: root + "/" + (folder.isEmpty ? "" : folder + "/") + file
                    ).standardizedFileURL.path
                    guard full == root || full.hasPrefix(root + "/") else {
                        problems.append("\(at) points outside the repository")
                        continue
                    }
                    if full.contains("/shared/") {
                        problems.append("\(at) points into shared/, which users do not have")
                    }
                    guard FileManager.default.fileExists(atPath: full) else {
                        problems.append("\(at): no such file")
                        continue
                    }
                    relative = String(full.dropFirst(root.count + 1))
                }
                if let anchor {
                    guard relative.hasSuffix(".md") else {
                        problems.append("\(at): only Markdown files have headings to link to")
                        continue
                    }
                    if try !anchors(relative).contains(anchor) {
                        problems.append(
                            "\(at): \(relative) has no heading whose anchor is '#\(anchor)'")
                    }
                }
            }
        }
        XCTAssertGreaterThan(
            checked, 50, "the link reader found almost no links: is it reading the files?")
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    /// A link that climbs out of its folder (`../`) reads, to a reader of the page on its own or
    /// a checker of the docs, as one that may leave the repository: the manual names a file in a
    /// folder above by its path in the repository instead (`Documentation/UIKitRules.md`).
    func testNoLinkInTheManualClimbsOutOfItsFolder() throws {
        var climbing: [String] = []
        for path in MarkdownDocument.userDocumentation() {
            for link in try MarkdownDocument(path: path).links where link.target.hasPrefix("../") {
                climbing.append("\(path):\(link.line): '\(link.target)'")
            }
        }
        XCTAssertEqual(climbing, [])
    }

    func testTheReadmeLinksTheManual() throws {
        let targets = try MarkdownDocument(path: "README.md").links.map(\.target)
        XCTAssertTrue(
            targets.contains("Documentation/README.md"), "README must link the manual: \(targets)")
    }

    func testEveryPageOfTheManualCanBeReachedFromItsContents() throws {
        // Follow links from Documentation/README.md, page to page.
        var reached: Set<String> = ["Documentation/README.md"]
        var queue = ["Documentation/README.md"]
        while let page = queue.popLast() {
            let folder = (page as NSString).deletingLastPathComponent
            for link in try MarkdownDocument(path: page).links {
                let file = String(
                    link.target.split(separator: "#", omittingEmptySubsequences: false).first ?? "")
                guard file.hasSuffix(".md"), !file.contains("://") else { continue }
                let full = URL(fileURLWithPath: root + "/" + folder + "/" + file)
                    .standardizedFileURL.path
                guard full.hasPrefix(root + "/") else { continue }
                let relative = String(full.dropFirst(root.count + 1))
                if relative.hasPrefix("Documentation/"),
                    FileManager.default.fileExists(atPath: full), reached.insert(relative).inserted
                {
                    queue.append(relative)
                }
            }
        }
        let pages = MarkdownDocument.userDocumentation().filter { $0.hasPrefix("Documentation/") }
        XCTAssertEqual(
            pages.filter { !reached.contains($0) }, [],
            "pages no link from Documentation/README.md leads to")
    }

    func testAnchorsAreTheOnesGitHubGivesHeadings() {
        XCTAssertEqual(MarkdownDocument.slug("1. The app we start from"), "1-the-app-we-start-from")
        XCTAssertEqual(MarkdownDocument.slug("`push: SCREEN`"), "push-screen")
        XCTAssertEqual(MarkdownDocument.slug("`tabBar` / `navBar`"), "tabbar--navbar")
        XCTAssertEqual(MarkdownDocument.slug("if / then / else"), "if--then--else")
        XCTAssertEqual(
            MarkdownDocument.slug("See [App files](AppFiles.md) here"), "see-app-files-here")
    }

    func testALinkReaderFindsInlineReferenceAndHTMLLinksButNotCode() {
        let lines = [
            "[a](A.md) and [b](B.md#x \"title\")", "`[not](code.md)`", "[ref]: C.md",
            "<a href=\"D.md\">d</a>",
            "```", "[inside](fence.md)", "```",
        ]
        let document = MarkdownDocument(path: "x.md", lines: lines)
        XCTAssertEqual(document.links.map(\.target), ["A.md", "B.md#x", "C.md", "D.md"])
        XCTAssertEqual(document.links.map(\.line), [1, 1, 3, 4])
    }
}
