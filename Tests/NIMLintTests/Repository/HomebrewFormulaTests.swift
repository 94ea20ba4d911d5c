import Foundation
import XCTest
@testable import NIMLint

/// `Formula/nimlint.rb` as Homebrew reads it, as far as Ruby alone goes: its syntax, what the release publishes
/// (the version and each binary's URL and checksum), and its `install` and `test do` blocks run here against a
/// recorder of Homebrew's `Formula` with the binary under test as the download.
final class HomebrewFormulaTests: XCTestCase {
    /// A `Formula` base class that records the class's DSL per platform, then stages the Linux download in a
    /// folder, runs `install` into a prefix and runs the `test do` block with Homebrew's helpers, and prints JSON.
    private static let recorder = #"""
        require 'json'
        require 'fileutils'
        require 'pathname'
        require 'tmpdir'

        class Formula
          class << self
            attr_reader :record, :test_block

            def inherited(subclass)
              super
              subclass.instance_variable_set(:@record, {})
            end

            def desc(value) = @record['desc'] = value
            def homepage(value) = @record['homepage'] = value
            def license(value) = @record['license'] = value
            def version(value = nil) = value ? @record['version'] = value : @record.fetch('version')
            def url(value) = @record["#{@platform}.url"] = value
            def sha256(value) = @record["#{@platform}.sha256"] = value
            def depends_on(value) = @record["#{@platform}.depends_on"] = value
            def test(&block) = @test_block = block

            def on_macos(&block) = on('macos', &block)
            def on_linux(&block) = on('linux', &block)

            def on(platform, &block)
              @platform = platform
              class_exec(&block)
              @platform = nil
            end
          end

          # Homebrew's prefix folders, with `install` as Homebrew's Pathname extension has it.
          class Folder < Pathname
            def install(mapping)
              mkpath
              mapping.each { |source, target| FileUtils.cp(source, join(target)) }
            end
          end

          attr_reader :bin, :testpath

          def initialize(prefix, testpath)
            @bin = Folder.new(File.join(prefix, 'bin'))
            @testpath = Pathname.new(testpath)
          end

          def version = self.class.version

          def shell_output(command, status = 0)
            output = `#{command}`
            raise "#{command} exited #{$?.exitstatus}, not #{status}:\n#{output}" unless $?.exitstatus == status
            output
          end

          def assert_equal(expected, actual)
            raise "expected #{expected.inspect}, got #{actual.inspect}" unless expected == actual
          end

          def assert_match(pattern, text)
            raise "#{pattern.inspect} not in:\n#{text}" unless text.include?(pattern)
          end
        end

        formula_file, binary = ARGV
        load formula_file
        formula = Object.const_get(File.basename(formula_file, '.rb').capitalize)
        Dir.mktmpdir do |root|
          stage = File.join(root, 'stage')
          FileUtils.mkdir_p(stage)
          FileUtils.cp(binary, File.join(stage, File.basename(formula.record.fetch('linux.url'))))
          instance = formula.new(File.join(root, 'prefix'), File.join(root, 'test'))
          Dir.chdir(stage) { instance.install }
          FileUtils.mkdir_p(instance.testpath)
          Dir.chdir(instance.testpath) { instance.instance_exec(&formula.test_block) }
        end
        puts JSON.generate(formula.record)
        """#

    private static func formula(_ file: URL) throws -> [String: Any] {
        try Ruby.json(recorder, [file.path, CLIRunner.executable.path], in: file.deletingLastPathComponent())
    }

    func testTheFormulaIsRuby() throws {
        try Ruby.require()
        let syntax = try Subprocess.run(["ruby", "-c", "Formula/nimlint.rb"], in: repositoryRoot)
        XCTAssertEqual(syntax.status, 0, syntax.output)
    }

    /// The released formula: the version nimlint reports, each platform's binary as the release uploads it with
    /// its checksum; its `install` puts that binary in `bin`, and its `test do` block passes with it.
    func testTheReleasedFormulaInstallsTheReleasesBinariesAndItsTestPasses() throws {
        try Ruby.require()
        let assets = try ReleaseAssets(self)
        let formula = try Self.formula(assets.folder.appendingPathComponent("nimlint.rb"))
        let version = try CLIRunner.run(["--version"], in: repositoryRoot)
        XCTAssertEqual(version.standardOutput, "nimlint \(formula["version"] as? String ?? "?")\n", "\(formula)")
        XCTAssertEqual(formula["homepage"] as? String, "https://github.com/\(ReleaseAssets.repository)")
        for platform in ["macos", "linux"] {
            let binary = try assets.asset(at: formula["\(platform).url"] as? String)
            XCTAssertEqual(formula["\(platform).sha256"] as? String, try Ruby.sha256(binary), platform)
        }
        XCTAssertTrue((formula["macos.url"] as? String)?.hasSuffix("-macos") == true, "\(formula)")
        XCTAssertTrue((formula["linux.url"] as? String)?.hasSuffix("-x86_64-unknown-linux-gnu") == true, "\(formula)")
    }
}
