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
            writer.key("errors")
            writer.int(summary.errors)
            writer.key("files")
            writer.int(summary.files)
            writer.key("fixable")
            writer.int(summary.fixable)
            writer.key("infos")
            writer.int(summary.infos)
            writer.key("warnings")
            writer.int(summary.warnings)
            writer.endObject()
            writer.key("tool")
            writer.beginObject()
            writer.key("name")
            writer.string(JSONReport.tool.name)
            writer.key("version")
            writer.string(JSONReport.tool.version)
            writer.endObject()
            writer.key("version")
            writer.int(JSONReport.formatVersion)
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
                writer.key("path")
                writer.string(nimkit.path)
                writer.key("releases")
                writer.beginArray()
                for release in nimkit.releases {
                    writer.element()
                    writer.string(release)
                }
                writer.endArray()
                writer.key("source")
                writer.string(nimkit.source)
                writer.key("version")
                writer.string(nimkit.version)
                writer.endObject()
            } else {
                writer.null()
            }
            writer.key("path")
            writer.string(file.path)
            writer.key("schema")
            writer.string(file.schema)
            writer.endObject()
        }

        /// An entry's optional members are left out when absent, as the synthesized `Encodable` leaves them.
        private static func write(_ entry: Entry, to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("column")
            writer.int(entry.column)
            writer.key("endColumn")
            writer.int(entry.endColumn)
            writer.key("endLine")
            writer.int(entry.endLine)
            if let fix = entry.fix {
                writer.key("fix")
                writer.beginObject()
                writer.key("edits")
                writer.beginArray()
                for edit in fix.edits {
                    writer.element()
                    writer.beginObject()
                    writer.key("length")
                    writer.int(edit.length)
                    writer.key("offset")
                    writer.int(edit.offset)
                    writer.key("replacement")
                    writer.string(edit.replacement)
                    writer.endObject()
                }
                writer.endArray()
                writer.key("safety")
                writer.string(fix.safety.rawValue)
                writer.key("title")
                writer.string(fix.title)
                writer.endObject()
            }
            if let help = entry.help {
                writer.key("help")
                writer.beginArray()
                for line in help {
                    writer.element()
                    writer.string(line)
                }
                writer.endArray()
            }
            writer.key("length")
            writer.int(entry.length)
            writer.key("line")
            writer.int(entry.line)
            writer.key("message")
            writer.string(entry.message)
            writer.key("offset")
            writer.int(entry.offset)
            writer.key("rule")
            writer.string(entry.rule)
            writer.key("severity")
            writer.string(entry.severity.rawValue)
            writer.endObject()
        }
    }
}
