import StylebookKit

/// A component's variant and state as a template words them (`directives/instance-name.html`:
/// "Danger · Pending delete"): the variant's name from the spec, and the state as a flag per
/// state for `directives/state-name.html`. Either may be false; `isFirst` places it in a list.
struct InstanceName: TemplateContext, Hashable {
    var variant: String?
    var state: CaseFlags<ComponentState>?
    var isFirst = true

    init(variant: String?, state: ComponentState?, isFirst: Bool = true) {
        self.variant = variant
        self.state = state.map(CaseFlags.init)
        self.isFirst = isFirst
    }

    static func list(_ names: [InstanceName]) -> [InstanceName] {
        names.enumerated().map { index, name in
            var name = name
            name.isFirst = index == 0
            return name
        }
    }
}
