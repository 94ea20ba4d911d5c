import Foundation
import XCTest

/// CLibXML2's shim against the two layouts of the macOS SDK's libxml2 headers: since the macOS 10.15.4 SDK they lie
/// in `usr/include/libxml`, with `usr/include/libxml2/libxml` a link to them; before, only under
/// `usr/include/libxml2`. Each layout is built here as a sysroot of stub headers, and clang compiles the shim
/// against it with nothing else on its search path.
final class LibXML2HeadersTests: XCTestCase {
    private static let headers = ["xmlversion.h", "parser.h", "parserInternals.h", "xmlerror.h"]

    private func compileShim(in sysroot: URL) throws -> Subprocess.Result {
        let program = try writeFile(
            "program.c",
            """
            #include "shim.h"

            const char *version(void) { return nimlint_libxml2_running_version(); }

            """, under: sysroot)
        return try Subprocess.run(
            [
                "clang", "-fsyntax-only", "-nostdinc", "-isystem", sysroot.appendingPathComponent("usr/include").path,
                "-I", repositoryRoot.appendingPathComponent("Sources/CLibXML2").path, program.path,
            ], in: sysroot)
    }

    private func writeStubHeaders(under folder: URL) throws {
        for header in Self.headers {
            let text = header == "parser.h" ? "extern const char *xmlParserVersion;\n" : "\n"
            try writeFile(header, text, under: folder)
        }
    }

    func testTheShimCompilesAgainstTheSDKsHeadersInLibxmlAndTheirLinkInLibxml2() throws {
        guard ConsumerPackage.commandExists("clang") else { throw XCTSkip("clang is not installed") }
        let sysroot = try TemporaryFolder(self).url
        try writeStubHeaders(under: sysroot.appendingPathComponent("usr/include/libxml"))
        try FileManager.default.createDirectory(
            at: sysroot.appendingPathComponent("usr/include/libxml2"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sysroot.appendingPathComponent("usr/include/libxml2/libxml").path, withDestinationPath: "../libxml")
        let compiled = try compileShim(in: sysroot)
        XCTAssertEqual(compiled.status, 0, compiled.output)
    }

    func testTheShimCompilesAgainstHeadersOnlyUnderLibxml2() throws {
        guard ConsumerPackage.commandExists("clang") else { throw XCTSkip("clang is not installed") }
        let sysroot = try TemporaryFolder(self).url
        try writeStubHeaders(under: sysroot.appendingPathComponent("usr/include/libxml2/libxml"))
        let compiled = try compileShim(in: sysroot)
        XCTAssertEqual(compiled.status, 0, compiled.output)
    }
}
