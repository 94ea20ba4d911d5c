extension JSONReport {
    /// The JSON report written a file at a time with `JSONWriter`, in the bytes `JSONEncoder` gives the whole
    /// `JSONReport` (its keys sorted: `files` first, so each file goes out as it comes and the summary follows).
    struct Stream: StreamingReport {
        private var writer = JSONWriter()
        /// The last release's `nimkit` object as written: the files of a folder, and mostly of a run, share one.
        private var lastRelease: (release: NIMKitRelease, text: String)?

        mutating func begin() -> String {
            writer.beginObject()
            writer.key("files")
            writer.beginArray()
            return writer.take()
        }

        mutating func write(_ report: FileReport) -> String {
            writer.element()
            writer.beginObject()
            writer.key("diagnostics")
            writer.beginArray()
            for diagnostic in report.diagnostics {
                writer.element()
                Self.write(JSONReport.entry(diagnostic, in: report), to: &writer)
            }
            writer.endArray()
            writer.key("nimkit")
            if let release = report.nimkit {
                writer.value(releaseText(release))
            } else {
                writer.null()
            }
            writer.member("path", report.path)
            writer.member("schema", report.schema)
            writer.endObject()
            return writer.take()
        }

        private mutating func releaseText(_ release: NIMKitRelease) -> String {
            if let last = lastRelease, last.release == release { return last.text }
            let nimkit = NIMKitEntry(release)
            var value = JSONWriter(at: writer)
            value.beginObject()
            value.member("path", nimkit.path)
            value.member("releases", nimkit.releases)
            value.member("source", nimkit.source)
            value.member("version", nimkit.version)
            value.endObject()
            let text = value.take()
            lastRelease = (release, text)
            return text
        }

        mutating func end(_ tally: ReportTally, uncheckedPaths: Int, walk: WalkRecord) -> String {
            writer.endArray()
            let summary = Summary(tally)
            writer.key("summary")
            writer.beginObject()
            writer.member("errors", summary.errors)
            writer.member("files", summary.files)
            writer.member("fixable", summary.fixable)
            writer.member("infos", summary.infos)
            writer.member("warnings", summary.warnings)
            writer.endObject()
            writer.key("tool")
            writer.beginObject()
            writer.member("name", JSONReport.tool.name)
            writer.member("version", JSONReport.tool.version)
            writer.endObject()
            writer.member("version", JSONReport.formatVersion)
            writer.endObject()
            return writer.take() + "\n"
        }

        /// An entry's optional members are left out when absent, as the synthesized `Encodable` leaves them.
        private static func write(_ entry: Entry, to writer: inout JSONWriter) {
            writer.beginObject()
            writer.member("column", entry.column)
            if let consequences = entry.consequences {
                writer.key("consequences")
                writer.beginArray()
                for consequence in consequences {
                    writer.element()
                    writer.beginObject()
                    writer.key("crashes")
                    writer.bool(consequence.crashes)
                    writer.member("fallbacks", consequence.fallbacks)
                    writer.member("scope", consequence.scope)
                    writer.member("setting", consequence.setting)
                    writer.member("side", consequence.side)
                    writer.member("type", consequence.type)
                    writer.member("value", consequence.value)
                    writer.endObject()
                }
                writer.endArray()
            }
            writer.member("endColumn", entry.endColumn)
            writer.member("endLine", entry.endLine)
            if let fix = entry.fix {
                writer.key("fix")
                writer.beginObject()
                writer.key("edits")
                writer.beginArray()
                for edit in fix.edits {
                    writer.element()
                    writer.beginObject()
                    writer.member("length", edit.length)
                    writer.member("offset", edit.offset)
                    writer.member("replacement", edit.replacement)
                    writer.endObject()
                }
                writer.endArray()
                writer.member("safety", fix.safety.rawValue)
                writer.member("title", fix.title)
                writer.endObject()
            }
            if let help = entry.help {
                writer.member("help", help)
            }
            if let keyPath = entry.keyPath {
                writer.member("keyPath", keyPath)
            }
            writer.member("length", entry.length)
            writer.member("line", entry.line)
            writer.member("message", entry.message)
            writer.member("offset", entry.offset)
            if let related = entry.related {
                writer.key("related")
                writer.beginArray()
                for place in related {
                    writer.element()
                    writer.beginObject()
                    writer.member("column", place.column)
                    writer.member("endColumn", place.endColumn)
                    writer.member("endLine", place.endLine)
                    writer.member("length", place.length)
                    writer.member("line", place.line)
                    writer.member("message", place.message)
                    writer.member("offset", place.offset)
                    writer.endObject()
                }
                writer.endArray()
            }
            writer.member("rule", entry.rule)
            writer.member("severity", entry.severity.rawValue)
            writer.endObject()
        }
    }
}
