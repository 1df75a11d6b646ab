/// `value` rounded to `decimals` places (0 to 9), as `%.Nf` writes it but without Foundation's
/// `String(format:)`, which the program's `FoundationEssentials` does not have: the coach's
/// advice, the 2048 autoplay summary, and the window's diagnostic lines use it.
package func fixedPoint(_ value: Double, decimals: Int) -> String {
    let decimals = min(max(decimals, 0), 9)
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals {
        scale *= 10
    }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 1e18 else { return "\(value)" }
    let units = Int(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    let whole = units / Int(scale)
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let fraction = String(units % Int(scale))
    return "\(sign)\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}
