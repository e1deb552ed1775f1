public enum FlowKitPlaceholder {}
