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

    public static func textOnSurfaces(_ system: DesignSystem, policy: ContrastPolicy, mode: Mode) -> ContrastGrid {
        let audit = ContrastAudit(system: system, policy: policy, sources: [.roleMatrix])
        var columns: [Column] = []
        var foregrounds: [TokenPath] = []
        for pair in RoleMatrixPairSource().pairs(in: system) {
            let column = Column(background: pair.declaration.background, over: pair.declaration.over)
            if !columns.contains(column) { columns.append(column) }
            if !foregrounds.contains(pair.declaration.foreground) { foregrounds.append(pair.declaration.foreground) }
        }
        let cells = foregrounds.map { foreground in
            columns.map { column in
                let declaration = ContrastPairDeclaration(foreground: foreground, background: column.background, over: column.over)
                return audit.evaluate(AuditPair(declaration, origin: .roleMatrix), mode: mode)
            }
        }
        return ContrastGrid(mode: mode, foregrounds: foregrounds, columns: columns, cells: cells)
    }
}
