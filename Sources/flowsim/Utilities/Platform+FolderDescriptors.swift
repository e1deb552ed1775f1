import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders opened as descriptors, so that a walk names each entry relative to its folder: the
/// system then resolves one name a call, not the whole path from the top (which at depth d costs
/// d lookups a call, and d² for the walk).
extension Platform {
    /// An open folder: close it with ``closeFolder(_:)``.
    struct FolderDescriptor: Equatable {
        fileprivate var value: Int32
    }

    /// Opens the folder `path` (following links); `nil` with the reason when it cannot be.
    static func openFolder(atPath path: String) -> Result<FolderDescriptor, SystemError> {
        WorkCounter.add(componentCount(path))
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(lastSystemError()) }
        return .success(FolderDescriptor(value: descriptor))
    }

    /// Opens the folder `name` (following a link, or `..`) in `folder`.
    static func openFolder(named name: [UInt8], in folder: FolderDescriptor) -> Result<
        FolderDescriptor, SystemError
    > {
        WorkCounter.add(1)
        let descriptor = withCString(name) {
            openat(folder.value, $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else { return .failure(lastSystemError()) }
        return .success(FolderDescriptor(value: descriptor))
    }

    static func closeFolder(_ folder: FolderDescriptor) {
        close(folder.value)
    }

    /// What `name` in `folder` is (`fstatat`), with or without following a final link.
    static func entryInfo(named name: [UInt8], in folder: FolderDescriptor, followingLinks: Bool)
        -> EntryInfo?
    {
        WorkCounter.add(1)
        var info = stat()
        let flags = followingLinks ? 0 : AT_SYMLINK_NOFOLLOW
        guard withCString(name, { fstatat(folder.value, $0, &info, flags) }) == 0 else {
            return nil
        }
        return EntryInfo(
            kind: entryKind(ofMode: info.st_mode),
            identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// What the open `folder` is.
    static func entryInfo(of folder: FolderDescriptor) -> EntryInfo? {
        WorkCounter.add(1)
        var info = stat()
        guard fstat(folder.value, &info) == 0 else { return nil }
        return EntryInfo(
            kind: entryKind(ofMode: info.st_mode),
            identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// The names in the open `folder` (without `.` and `..`), unsorted, as bytes; `folder` stays open.
    static func folderNames(in folder: FolderDescriptor) throws(SystemError) -> [[UInt8]] {
        WorkCounter.add(1)
        let copy = dup(folder.value)
        guard copy >= 0 else { throw lastSystemError() }
        guard let listing = fdopendir(copy) else {
            let error = lastSystemError()
            close(copy)
            throw error
        }
        defer { closedir(listing) }
        rewinddir(listing)
        var names: [[UInt8]] = []
        while let entry = readdir(listing) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes != [0x2E] && bytes != [0x2E, 0x2E] { names.append(bytes) }
        }
        return names
    }

    /// The number of names a path holds, which is what resolving it costs.
    static func componentCount(_ path: String) -> Int {
        1 + path.utf8.count { $0 == UInt8(ascii: "/") }
    }

    /// `body` with `bytes` as a C string; `-1` (as a failed call) should there be no storage.
    private static func withCString(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Int32)
        -> Int32
    {
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        return terminated.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            return body(base)
        }
    }
}
