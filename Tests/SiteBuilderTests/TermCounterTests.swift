import Testing
@testable import SiteBuilder

@Suite("term counter")
struct TermCounterTests {
    @Test func weightsOfARepeatedWordAreSummedInFirstSeenOrder() {
        var counter = TermCounter()
        counter.add(Array("alpha".utf8), weight: 1)
        counter.add(Array("beta".utf8), weight: 10)
        counter.add(Array("alpha".utf8), weight: 4)
        #expect(counter.terms.map { "\($0.term)=\($0.score)" } == ["alpha=5", "beta=10"])
    }

    @Test func thousandsOfWordsSurviveTheTableGrowing() {
        var counter = TermCounter(capacity: 16)
        let words = (0..<5000).map { "w\($0)" }
        for word in words + words { counter.add(Array(word.utf8), weight: 1) }
        let terms = counter.terms
        #expect(terms.map(\.term) == words)
        #expect(terms.allSatisfy { $0.score == 2 })
    }

    @Test func twoSpellingsOfOneAccentedWordAreOneTerm() {
        var counter = TermCounter()
        counter.add(Array("caf\u{E9}".utf8), weight: 1)
        counter.add(Array("cafe\u{301}".utf8), weight: 4)
        counter.add(Array("cafe".utf8), weight: 10)
        #expect(counter.terms.map(\.score) == [5, 10])
        #expect(counter.terms.first?.term == "caf\u{E9}")
    }
}

private extension TermCounter {
    mutating func add(_ word: [UInt8], weight: Int) {
        word.withUnsafeBufferPointer { add($0, weight: weight) }
    }
}
