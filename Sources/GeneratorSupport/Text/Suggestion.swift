/// "Did you mean …?" for misspelt names: the closest candidate by edit distance, if close enough.
public enum Suggestion {
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance over Characters, two rows of memory.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
