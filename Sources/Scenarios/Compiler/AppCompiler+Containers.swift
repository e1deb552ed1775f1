import FlowKit

/// Container screens in an app file: `embeds: [Header, Feed(user=$id)]` and
/// `pages: [Intro1, Intro2, Intro3]` on a screen, and the names the container effects use.
extension AppCompiler {
    /// Reads a screen's `embeds:` or `pages:`; their names and `$NAME`s are checked with the
    /// screen's other references (a `$NAME` reads the container's parameters, its flow's, the state).
    mutating func readContainment(
        _ node: YAMLNode, screen name: String, into spec: inout ScreenSpec
    ) {
        let embeds = node["embeds"]
        let pages = node["pages"]
        if embeds != nil, let pages {
            bag.report(.embedsAndPages(screen: name), at: pages.location)
        }
        for (key, list) in [("embeds", embeds), ("pages", pages)] {
            guard let list else { continue }
            var compiler = EffectCompiler(bag: bag)
            let items = bag.list(list)
            let skip = EffectCompiler.splitContinuations(items)
            var children: [Invocation] = []
            var written: [(String, SourceLocation)] = []
            let what = key == "embeds" ? "a screen '\(name)' embeds" : "a page of '\(name)'"
            for (index, item) in items.enumerated() where !skip.contains(index) {
                guard let call = compiler.invocation(item, what) else { continue }
                compiler.references.append(.screen(call, afterFinish: false))
                children.append(call.invocation)
                written.append((call.name, call.nameLocation))
            }
            if key == "pages" {
                if children.isEmpty, items.isEmpty {
                    bag.report(.noPages(screen: name), at: list.location)
                }
                spec.pages = children
            } else {
                spec.embeds = children
            }
            if embeds == nil || pages == nil { containerKeys[name] = (key, written) }
            pending.append(
                PendingEffects(owner: .screenLifecycle(screen: name, key: key), compiler: compiler))
        }
    }

    /// No screen may contain itself, through any chain of `embeds:` and `pages:`: its view
    /// controller would be made again for ever as it is made.
    mutating func checkContainment() {
        var state: [String: Bool] = [:]  // false: on the path being walked; true: done
        for start in containerKeys.keys.sorted() where state[start] == nil {
            // Depth first without recursion: (screen, next child to visit), and the chain walked.
            var stack: [(screen: String, next: Int)] = [(start, 0)]
            state[start] = false
            while let (screen, next) = stack.last {
                let children = containerKeys[screen]?.children ?? []
                guard next < children.count else {
                    state[screen] = true
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (child, location) = children[next]
                switch state[child] {
                case nil:
                    state[child] = false
                    stack.append((child, 0))
                case false?:
                    let chain = Array(stack.map(\.screen).drop { $0 != child }) + [child]
                    let isPage = chain.dropLast().map { containerKeys[$0]?.key == "pages" }
                    bag.report(.screenContainsItself(chain: chain, isPage: isPage), at: location)
                case true?:
                    break
                }
            }
        }
    }

    /// A child's action that a tap cannot reach on screen: its container, or a child shown
    /// before it, has an action of the same name (C3). A warning at the child.
    func checkShadowedChildActions() {
        for container in containerKeys.keys.sorted() {
            guard let (key, children) = containerKeys[container],
                let own = screenDecls[container]?.spec.actions.map(\.name)
            else { continue }
            var taken: [String: String] = [:]  // action → the screen whose action a tap runs
            for name in own { taken[name] = container }
            var seen: Set<String> = []
            for (child, location) in children where seen.insert(child).inserted {
                for action in screenDecls[child]?.spec.actions.map(\.name) ?? [] {
                    if let first = taken[action] {
                        bag.report(
                            .shadowedChildAction(
                                action: action, child: child, container: container,
                                shadowing: first), at: location)
                    } else if key == "embeds" {
                        taken[action] = child  // pages show one at a time: they shadow nothing
                    }
                }
            }
        }
    }

    /// Checks a container effect's names once every screen is known.
    func checkContainerReference(_ reference: EffectReference) {
        switch reference {
        case .container(let embeds, let location):
            guard hasScreensSection,
                !screenDecls.values.contains(where: {
                    embeds ? $0.spec.embeds != nil : !$0.spec.pages.isEmpty
                })
            else { return }
            bag.report(embeds ? .embedWithoutContainer : .showPageWithoutPages, at: location)
        case .embedded(let name, let location):
            guard hasScreensSection else { return }
            guard screenDecls[name] != nil else {
                bag.unknown(
                    .screen, name, at: location, known: screenDecls.keys, context: " to unembed")
                return
            }
        case .page(let name, let location):
            guard hasScreensSection else { return }
            let pages = Set(screenDecls.values.flatMap { $0.spec.pages.map(\.name) })
            guard !pages.contains(name) else { return }
            bag.unknown(
                .page, name, at: location, known: pages,
                context: pages.isEmpty
                    ? " (no screen of the app declares pages:)"
                    : " (showPage names a page of a screen's pages:, or next or previous)")
        default:
            break
        }
    }
}
