# nimlint for a Homebrew tap: the released binary (the universal one on a Mac, the static one on Linux). The
# release workflow (scripts/release-manifests.sh) attaches this file to each release with the release's
# repository and each binary's checksum filled in; copy that into the tap's Formula folder.
class Nimlint < Formula
  desc "Linter for NIMKit's settings files"
  homepage "https://github.com/YOUR-ORG/nimlint"
  version "0.1.0"
  license "MIT"

  on_macos do
    url "https://github.com/YOUR-ORG/nimlint/releases/download/#{version}/nimlint-#{version}-macos"
    sha256 "RELEASE-MACOS-SHA256"
  end

  on_linux do
    depends_on arch: :x86_64
    url "https://github.com/YOUR-ORG/nimlint/releases/download/#{version}/nimlint-#{version}-x86_64-unknown-linux-gnu"
    sha256 "RELEASE-LINUX-SHA256"
  end

  def install
    bin.install Dir["nimlint-#{version}-*"].first => "nimlint"
  end

  test do
    assert_equal "nimlint #{version}\n", shell_output("#{bin}/nimlint --version")
    settings = testpath/"Settings"
    settings.mkpath
    (settings/"NIMKitGlobalSetting.plist").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>Message_Limit</key>
        <dict/>
      </dict>
      </plist>
    XML
    assert_match "NIMKitGlobalSetting.plist:5:3: error:", shell_output("#{bin}/nimlint check --format xcode #{settings}", 1)
  end
end
