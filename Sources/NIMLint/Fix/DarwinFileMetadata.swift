#if canImport(Darwin)
    import Darwin

    /// What macOS keeps outside a file's extended attributes: its access control list (`chmod +a`) and its BSD flags
    /// (`chflags hidden`). A fix carries both over to the file that replaces the original, as it carries the extended
    /// attributes, so a fixed file keeps them as it does on Linux, where an ACL is an extended attribute. Like an
    /// extended attribute, one the process may not set is left as the system gives the new file.
    enum DarwinFileMetadata {
        /// The flags a user sets on a document. The immutable and append-only flags would forbid the rename that puts
        /// the new file in place, and the system's own (`UF_COMPRESSED`, `UF_TRACKED`, `SF_*`) describe how the old
        /// file was stored, not the document.
        private static let keptFlags = UInt32(UF_NODUMP) | UInt32(UF_HIDDEN)

        static func copy(from original: Int32, flags: UInt32, to descriptor: Int32) {
            // acl_get_fd(3): nil, with ENOENT, for a file with no ACL.
            if let acl = acl_get_fd(original) {
                _ = acl_set_fd(descriptor, acl)
                acl_free(UnsafeMutableRawPointer(acl))
            }
            let kept = flags & keptFlags
            if kept != 0 { _ = fchflags(descriptor, kept) }
        }
    }
#endif
