/// The app's feed of sightings.
public struct Feed {
  public init() {}
}
