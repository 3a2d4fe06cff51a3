/// The root element ``XMLParser/withRoot(_:limits:_:)`` hands its reader: read in place
/// from libxml2's tree, or converted when the document uses entities.
package enum XMLRoot {
    /// The element in libxml2's tree, valid only inside the reader.
    case view(XMLElementView)
    /// The element converted into values, as ``XMLParser/parse(_:url:htmlFallback:limits:)``
    /// gives it.
    case converted(XMLElement)
}
