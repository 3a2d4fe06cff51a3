/// Why `--shard auto` could not take this process's slice from the scheduler that started
/// it (``InvalidSetting/Requirement/shardFromScheduler(_:)``). Variables are named as the
/// schedulers document them (docs/scale.md).
public enum SchedulerShardProblem: Sendable, Equatable, Codable {
    /// None of the schedulers' index variables is set.
    case noScheduler
    /// The index variables of several schedulers are set, so which one started this
    /// process is unclear.
    case severalSchedulers([String])
    /// A variable that should hold a whole number does not.
    case notANumber(variable: String, value: String)
    /// The scheduler gives an index but no count: Kubernetes Indexed Jobs (their count is
    /// the Job's `completions`, which Kubernetes does not put in the environment).
    case missingCount(indexVariable: String, countVariable: String)
    /// The index is not below the count.
    case indexOutOfRange(variable: String, index: Int, count: Int)
    /// The count given on the command line is not the scheduler's.
    case countMismatch(given: Int, variable: String, count: Int)
    /// A Slurm array whose task ids are not evenly spaced (`--array=1,4,9`): Slurm's
    /// variables give the id, the smallest and largest id, the step of a `A-B:S` range and
    /// the count, not the list, so this task's position cannot be known.
    case unevenSlurmArray(id: Int, min: Int, max: Int, step: Int, count: Int)
}
