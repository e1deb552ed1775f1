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
        let descriptor = openat(folder.value, cString(name), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
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
        guard fstatat(folder.value, cString(name), &info, flags) == 0 else {
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
            let bytes = FixedCArray.bytesBeforeNUL(of: entry.pointee.d_name)
            if bytes != [0x2E] && bytes != [0x2E, 0x2E] { names.append(bytes) }
        }
        return names
    }

    /// The number of names a path holds, which is what resolving it costs.
    static func componentCount(_ path: String) -> Int {
        1 + path.utf8.count { $0 == UInt8(ascii: "/") }
    }

    /// `bytes` as a C string (NUL-terminated), to pass where a call takes one.
    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }
}
