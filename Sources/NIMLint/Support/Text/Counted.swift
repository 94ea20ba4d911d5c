/// "1 file", "2 files", "3 info": a number and its noun, as every summary line spells them.
public func counted(_ number: Int, _ noun: String) -> String {
    let uncountable = noun == "info"
    return "\(number) \(noun)\(number == 1 || uncountable ? "" : "s")"
}
