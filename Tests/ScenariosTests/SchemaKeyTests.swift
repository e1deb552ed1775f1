import Foundation
import XCTest

@testable import Scenarios

/// The JSON Schemas under `Schemas/` list exactly the keys the compilers accept (``FileKeys``),
/// mapping by mapping, so editor completion and `flowsim check` cannot drift apart. A key added
/// to the language fails here until the schema has it too.
final class SchemaKeyTests: XCTestCase {
    private func schema(_ name: String) throws -> [String: Any] {
        let url = YAMLTestSupport.repositoryRoot.appendingPathComponent(
            "Schemas/flowsim-\(name).schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try XCTUnwrap(
            object as? [String: Any], "Schemas/flowsim-\(name).schema.json is not a JSON object")
    }

    /// The property names a definition declares, itself or in its `anyOf`/`oneOf`/`allOf` branches.
    private func propertyNames(_ definition: [String: Any]) -> Set<String> {
        var names = Set((definition["properties"] as? [String: Any] ?? [:]).keys)
        for combinator in ["anyOf", "oneOf", "allOf"] {
            for branch in definition[combinator] as? [[String: Any]] ?? [] {
                names.formUnion(propertyNames(branch))
            }
        }
        return names
    }

    /// The `enum` words a definition's branches allow.
    private func enumWords(_ definition: [String: Any]) -> Set<String> {
        var words = Set(definition["enum"] as? [String] ?? [])
        for branch in definition["anyOf"] as? [[String: Any]] ?? [] {
            words.formUnion(enumWords(branch))
        }
        return words
    }

    func testEveryMappingOfTheSchemasListsExactlyTheKeysTheCompilerAccepts() throws {
        let schemas = ["app": try schema("app"), "scenario": try schema("scenario")]
        for mapping in FileKeys.byMapping {
            let definitions = try XCTUnwrap(
                schemas[mapping.schema]?["definitions"] as? [String: Any])
            guard let definition = definitions[mapping.name] as? [String: Any] else {
                XCTFail(
                    "Schemas/flowsim-\(mapping.schema).schema.json has no definition '\(mapping.name)'; add it with the keys \(mapping.keys)"
                )
                continue
            }
            let declared = propertyNames(definition)
            let accepted = Set(mapping.keys)
            XCTAssertEqual(
                accepted.subtracting(declared).sorted(), [],
                "keys the compiler accepts in '\(mapping.name)' but Schemas/flowsim-\(mapping.schema).schema.json does not list"
            )
            XCTAssertEqual(
                declared.subtracting(accepted).sorted(), [],
                "keys Schemas/flowsim-\(mapping.schema).schema.json lists in '\(mapping.name)' but the compiler does not accept"
            )
        }
    }

    func testTheRequiredKeysAndTheBareStepWordsMatch() throws {
        let app = try XCTUnwrap(try schema("app")["definitions"] as? [String: Any])
        let scenario = try XCTUnwrap(try schema("scenario")["definitions"] as? [String: Any])
        XCTAssertEqual(
            Set((app["appFile"] as? [String: Any])?["required"] as? [String] ?? []),
            Set(FileKeys.appFileRequired))
        XCTAssertEqual(
            Set((scenario["scenarioFile"] as? [String: Any])?["required"] as? [String] ?? []),
            Set(FileKeys.scenarioFileRequired))
        XCTAssertEqual(
            enumWords(try XCTUnwrap(scenario["step"] as? [String: Any])), Set(FileKeys.stepWords))
        XCTAssertEqual(
            enumWords(try XCTUnwrap(app["effect"] as? [String: Any])),
            Set(
                EffectSyntaxRegistry.keys.filter { key in
                    var compiler = EffectCompiler(bag: DiagnosticBag())
                    return EffectSyntaxRegistry.family(forKey: key)?.bareEffect(
                        key, compiler: &compiler) != nil
                }), "the effects written as a bare word")
    }

    func testTheKeyListsAreTheOnesTheCompilersUse() {
        // The lists the compilers check against are these very lists (not copies).
        XCTAssertEqual(AppCompiler.topKeys, FileKeys.appFile)
        XCTAssertTrue(
            FileKeys.effect.contains("style") && FileKeys.effect.contains("then")
                && FileKeys.effect.contains("push"))
        XCTAssertEqual(
            FileKeys.byMapping.count,
            Set(FileKeys.byMapping.map { "\($0.schema)/\($0.name)" }).count, "each mapping once")
    }
}
