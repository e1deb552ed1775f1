import FlowKit
import XCTest

@testable import Scenarios

/// Each effect family is one engine file (`Sources/FlowKit/Effects/<Family>/`) and one syntax file
/// (`Sources/Scenarios/Compiler/Effects/<Family>Syntax.swift`). These tests hold the two sides
/// together from what the families declare — keys and examples — so that a new effect is wired in
/// by its family's files (and its `Effect` case) alone, with no list here to update.
final class EffectFamilyTests: XCTestCase {
    private func compile(_ example: String) -> (Effect?, [String]) {
        let (root, parseErrors) = YAML.parse("- " + example + "\n", path: "example.yaml")
        guard let item = root?.items?.first else { return (nil, parseErrors.map(\.description)) }
        let bag = DiagnosticBag()
        var compiler = EffectCompiler(bag: bag)
        let effect = compiler.effect(item)
        return (effect, parseErrors.map(\.description) + bag.diagnostics.map(\.description))
    }

    func testBothSidesListTheSameFamiliesAndEveryKeyBelongsToOne() {
        let engine = Effect.families.map { $0.name }
        let syntax = EffectSyntaxRegistry.families.map { $0.family.name }
        XCTAssertEqual(syntax, engine, "every engine family has one syntax file, in the same order")
        let keys = Effect.families.flatMap { $0.keys }
        XCTAssertEqual(Set(keys).count, keys.count, "no key belongs to two families: \(keys)")
        XCTAssertEqual(EffectCompiler.effectKeys, keys)
        for key in keys {
            XCTAssertEqual(
                EffectSyntaxRegistry.family(forKey: key)?.family.keys.contains(key), true, key)
        }
    }

    func testEveryExampleCompilesToAnEffectOfItsFamilyAndEveryKeyHasOne() {
        for syntax in EffectSyntaxRegistry.families {
            var covered: Set<String> = []
            for example in syntax.examples {
                let (effect, errors) = compile(example)
                XCTAssertEqual(errors, [], example)
                guard let effect else {
                    XCTFail("'\(example)' compiles to no effect")
                    continue
                }
                XCTAssertEqual(
                    effect.family.name, syntax.family.name,
                    "'\(example)' belongs to \(effect.family.name)")
                XCTAssertTrue(
                    syntax.family.keys.contains(effect.key),
                    "'\(example)' describes itself as '\(effect)'")
                XCTAssertTrue(
                    example.contains(effect.key),
                    "'\(example)' compiles to '\(effect)', whose key it does not write")
                XCTAssertEqual(syntax.family.describe(effect), effect.description)
                covered.insert(effect.key)
            }
            XCTAssertEqual(
                covered, Set(syntax.family.keys),
                "the examples of \(syntax.family.name) cover every key")
        }
    }

    func testNestedEffectsAreVisitedByTheWalkThatCollectsAlerts() {
        let (effect, errors) = compile(
            "{if: isFirstLaunched, then: [alert: {title: A, buttons: {OK: [alert: B]}}], else: [{guard: x, else: [alert: C]}]}"
        )
        XCTAssertEqual(errors, [])
        var titles: [String] = []
        effect?.forEachNested { if case .alert(let a) = $0 { titles.append(a.title) } }
        XCTAssertEqual(titles, ["A", "B", "C"])
    }

    func testAnUnknownKeyAndAKeyWithoutItsValueSaySoAsBefore() {
        XCTAssertEqual(
            compile("pussh: Home").1.map {
                $0.contains("unknown effect 'pussh'; did you mean 'push'?")
            }, [true])
        XCTAssertEqual(
            compile("push").1.map {
                $0.contains("the effect 'push' needs a value; write 'push: …'")
            }, [true])
        XCTAssertEqual(
            compile("{pop: true}").1.map {
                $0.contains("'pop' takes no value; write it as the word pop")
            }, [true])
    }
}
