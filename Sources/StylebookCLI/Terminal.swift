import GeneratorSupport

/// Whether results printed on stdout may use ANSI colour: `--color`, else only on a terminal
/// and never when NO_COLOR is set to a non-empty value (https://no-color.org).
enum Terminal {
    static var wantsColor: Bool { Console.colorsOutput }
}
