/// `workspace/didChangeWatchedFiles`: a `.nimlint.json` created, changed or deleted is read again; a settings
/// file changed on disk may be the sibling an open document is linted beside.
enum WatchedFilesHandler {
    static func didChangeWatchedFiles(_ session: ServerSession, _ params: LocatedJSON?) throws(ResponseError) {
        guard let changes = params?["changes"]?.elements else {
            throw .invalidParams("didChangeWatchedFiles needs changes")
        }
        guard !changes.isEmpty else { return }
        session.rereadFromDisk()
    }
}
