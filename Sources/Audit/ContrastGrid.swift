import StylebookKit

/// Every text colour on every surface in one mode, as a grid: rows are text colours, columns
/// surfaces (a tint with the opaque surface beneath it). The cells are the role matrix's checks.
public struct ContrastGrid: Sendable {
    public struct Column: Hashable, Sendable {
        public var background: TokenPath
        public var over: TokenPath?
    }

    public var mode: Mode
    public var foregrounds: [TokenPath]
    public var columns: [Column]
    /// `cells[row][column]`.
    public var cells: [[ContrastCheck]]

    /// Beyond this many cells a grid is not drawn: nobody reads a table that size, and
    /// measuring it costs what the audit itself does.
    public static let maximumCells = 10_000

    /// Cells of each mode's grid: text colours × surfaces (a tint once per surface beneath).
    public static func cellCount(_ system: DesignSystem) -> Int {
        RoleMatrixPairSource.Plan(RoleMatrixPairSource(), system: system).count
    }

    public static func textOnSurfaces(_ system: DesignSystem, policy: ContrastPolicy, mode: Mode) -> ContrastGrid {
        let audit = ContrastAudit(system: system, policy: policy, sources: [.roleMatrix])
        var columns: [Column] = []
        var foregrounds: [TokenPath] = []
        var seen = (columns: Set<Column>(), foregrounds: Set<TokenPath>())
        for pair in RoleMatrixPairSource().pairs(in: system) {
            let column = Column(background: pair.declaration.background, over: pair.declaration.over)
            if seen.columns.insert(column).inserted { columns.append(column) }
            if seen.foregrounds.insert(pair.declaration.foreground).inserted { foregrounds.append(pair.declaration.foreground) }
        }
        let pairs = foregrounds.flatMap { foreground in
            columns.map { column in
                AuditPair(ContrastPairDeclaration(foreground: foreground, background: column.background, over: column.over), origin: .roleMatrix)
            }
        }
        let checks = audit.evaluate(pairs, mode: mode)
        let cells = foregrounds.indices.map { row in Array(checks[row * columns.count..<(row + 1) * columns.count]) }
        return ContrastGrid(mode: mode, foregrounds: foregrounds, columns: columns, cells: cells)
    }
}
