import Foundation
import NIMLint

// Read from argv itself: `CommandLine.arguments` replaces bytes that are not UTF-8, and a path is any bytes.
let arguments = (0..<Int(CommandLine.argc)).dropFirst().map { index in
    CommandLine.unsafeArgv[index].map { argument in
        FileSystemPath.string(decoding: UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
    } ?? ""
}
exit(Commands.run(arguments))
