/// Whether a GitHub task-list item (`- [x]` / `- [ ]`) is ticked.
public enum TaskState: Hashable, Sendable {
    case checked, unchecked
}
