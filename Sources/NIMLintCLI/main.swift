import Foundation
import NIMLint

// A closed standard descriptor would go to the next file nimlint opens, and the report into that file: each is
// held by /dev/null opened read-only instead, so writing to it fails and is reported.
for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
    _ = open("/dev/null", O_RDONLY)
}

// Read from argv itself: `CommandLine.arguments` replaces bytes that are not UTF-8, and a path is any bytes.
let arguments = (0..<Int(CommandLine.argc)).dropFirst().map { index in
    CommandLine.unsafeArgv[index].map { argument in
        FileSystemPath.string(
            decoding: UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
    } ?? ""
}
exit(Commands.run(arguments))
