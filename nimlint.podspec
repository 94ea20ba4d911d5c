# nimlint as a pod, as SwiftLint ships: the released macOS binary, which a Run Script phase runs as
# "${PODS_ROOT}/nimlint/nimlint" (docs/xcode.md). The release workflow (scripts/release-manifests.sh) attaches
# this file to each release with the release's repository and the zip's checksum filled in.
Pod::Spec.new do |s|
  s.name                    = 'nimlint'
  s.version                 = '0.1.0'
  s.summary                 = "A linter for NIMKit's settings files, NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist."
  s.homepage                = 'https://github.com/YOUR-ORG/nimlint'
  s.license                 = { type: 'MIT', file: 'LICENSE' }
  s.author                  = 'the nimlint authors'
  s.source                  = { http: "#{s.homepage}/releases/download/#{s.version}/nimlint-#{s.version}-macos.zip",
                                sha256: 'RELEASE-ZIP-SHA256' }
  s.preserve_paths          = 'nimlint'
  s.ios.deployment_target   = '12.0'
  s.osx.deployment_target   = '13.0'
end
