import Testing
@testable import DevServer

struct LiveReloadHubTests {
    @Test func pagesThatGoAwayAreForgotten() async {
        let hub = LiveReloadHub(instance: "a")
        let subscription = await hub.subscribe()
        #expect(await hub.subscriberCount == 1)
        await hub.unsubscribe(subscription.id)
        #expect(await hub.subscriberCount == 0)
        var received: [String] = []
        for await message in subscription.messages { received.append(message) }
        #expect(received == ["retry: 500\nevent: hello\ndata: a\n\n"])
    }

    @Test func afterFinishingNewPagesGetAnEndedStream() async {
        let hub = LiveReloadHub()
        await hub.finish()
        let subscription = await hub.subscribe()
        var count = 0
        for await _ in subscription.messages { count += 1 }
        #expect(count == 0)
        #expect(await hub.subscriberCount == 0)
    }

    @Test func multiLineDataBecomesOneFieldPerLine() {
        #expect(LiveReloadHub.message(event: "build-error", data: "a\nb") == "event: build-error\ndata: a\ndata: b\n\n")
    }
}
