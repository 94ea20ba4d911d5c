extension JSONReport {
    /// The JSON report written a file at a time with `JSONWriter`, in the bytes `JSONEncoder` gives the whole
    /// `JSONReport` (its keys sorted: `files` first, so each file goes out as it comes and the summary follows).
    struct Stream: StreamingReport {
        private var writer = JSONWriter()

        mutating func begin() -> String {
            writer.beginObject()
            writer.key("files")
            writer.beginArray()
            return writer.take()
        }

        mutating func write(_ report: FileReport) -> String {
            writer.element()
            Self.write(File(report), to: &writer)
            return writer.take()
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

        private static func write(_ file: File, to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("diagnostics")
            writer.beginArray()
            for entry in file.diagnostics {
                writer.element()
                write(entry, to: &writer)
            }
            writer.endArray()
            writer.key("nimkit")
            if let nimkit = file.nimkit {
                writer.beginObject()
                writer.member("path", nimkit.path)
                writer.member("releases", nimkit.releases)
                writer.member("source", nimkit.source)
                writer.member("version", nimkit.version)
                writer.endObject()
            } else {
                writer.null()
            }
            writer.member("path", file.path)
            writer.member("schema", file.schema)
            writer.endObject()
        }

        /// An entry's optional members are left out when absent, as the synthesized `Encodable` leaves them.
        private static func write(_ entry: Entry, to writer: inout JSONWriter) {
            writer.beginObject()
            writer.member("column", entry.column)
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
            writer.member("length", entry.length)
            writer.member("line", entry.line)
            writer.member("message", entry.message)
            writer.member("offset", entry.offset)
            writer.member("rule", entry.rule)
            writer.member("severity", entry.severity.rawValue)
            writer.endObject()
        }
    }
}
