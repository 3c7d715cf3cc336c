/* global window:false document:false React:false ReactDOM:false GraphiQL:false */
// Starts GraphiQL against this origin's /graphql (queries over HTTP, subscriptions over websockets).
(function start() {
  const { location } = window;
  const socketProtocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const fetcher = GraphiQL.createFetcher({
    url: `${location.origin}/graphql`,
    subscriptionUrl: `${socketProtocol}//${location.host}/graphql`,
  });
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, {
      fetcher,
      isHeadersEditorEnabled: true,
      shouldPersistHeaders: true,
    }),
  );
})();
