// libFuzzer's entry point. There is no main: under `-sanitize=fuzzer` libFuzzer supplies it, which
// is why this package is built only by `make fuzz` and never by a plain `swift build`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    ColorFuzzInput.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
